// The system zlib, for the PNG benchmarks' baseline: inflating a picture's data with zlib alone.
#include <zlib.h>
