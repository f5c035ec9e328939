// The system zlib, for CairnTerminal's PNG decoder: zlib1g-dev on Debian and Ubuntu; Apple
// platforms ship it with the SDK.
#include <zlib.h>
