#!/usr/bin/env python3
"""Checks catalog.json and covers/ next to this script (Python 3 standard library only).

    python3 check-catalog.py          # prints a one-line summary; exits 1 on any failure

Checks: at least 320 books; every field present with the right type; categories from the
fixed list, with the minimum count for each; ISBN-13s unique, 13 digits, prefix 979119 and a
valid check digit; pubdate a real yyyyMMdd date not after 20261122; 9800 <= price <= 45000;
discount null or not above the price; description 80-400 characters; the cover file exists
and is a 96x140 PNG; no two books share a title and first author; books sorted by
(category, title).
"""

import datetime
import json
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MIN_BOOKS = 320
LATEST_PUBDATE = "20261122"
# Category -> minimum number of books.
CATEGORIES = {"자기계발": 30, "심리": 30, "과학": 30, "역사": 30, "소설": 30, "경제경영": 30, "IT": 30,
              "인문": 1, "에세이": 1}
FIELDS = {"isbn": str, "title": str, "authors": list, "translators": list, "publisher": str,
          "pubdate": str, "price": int, "discount": (int, type(None)), "category": str,
          "description": str, "cover": str}


def isbn_ok(isbn):
    if len(isbn) != 13 or not isbn.isdigit() or not isbn.startswith("979119"):
        return False
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(isbn[:12]))
    return (10 - total % 10) % 10 == int(isbn[12])


def date_ok(text):
    if len(text) != 8 or not text.isdigit() or text > LATEST_PUBDATE:
        return False
    try:
        datetime.date(int(text[:4]), int(text[4:6]), int(text[6:]))
    except ValueError:
        return False
    return True


def png_size(path):
    """(width, height) of a PNG file, or None if it is not a PNG."""
    with open(path, "rb") as handle:
        head = handle.read(24)
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def check_book(book, covers):
    """The problems with one book, as a list of strings."""
    problems = []
    for field, kind in FIELDS.items():
        value = book.get(field)
        if field not in book or not isinstance(value, kind) or isinstance(value, bool):
            problems.append(f"field {field} missing or of the wrong type")
    if problems:
        return problems
    if set(book) != set(FIELDS):
        problems.append(f"unexpected fields {sorted(set(book) - set(FIELDS))}")
    if not book["title"].strip() or not book["publisher"].strip():
        problems.append("empty title or publisher")
    for field in ("authors", "translators"):
        if not all(isinstance(name, str) and name.strip() for name in book[field]):
            problems.append(f"{field} must be non-empty strings")
    if not book["authors"]:
        problems.append("no author")
    if book["category"] not in CATEGORIES:
        problems.append(f"unknown category {book['category']}")
    if not isbn_ok(book["isbn"]):
        problems.append(f"bad ISBN {book['isbn']}")
    if not date_ok(book["pubdate"]):
        problems.append(f"bad pubdate {book['pubdate']}")
    if not 9800 <= book["price"] <= 45000:
        problems.append(f"price {book['price']} out of range")
    if book["discount"] is not None and not 0 < book["discount"] <= book["price"]:
        problems.append(f"discount {book['discount']} above price")
    if not 80 <= len(book["description"]) <= 400:
        problems.append(f"description of {len(book['description'])} characters")
    if book["cover"] != f"{book['isbn']}.png":
        problems.append(f"cover {book['cover']} is not <isbn>.png")
    path = os.path.join(covers, book["cover"])
    if not os.path.isfile(path):
        problems.append(f"cover {book['cover']} missing")
    elif png_size(path) != (96, 140):
        problems.append(f"cover {book['cover']} is not a 96x140 PNG")
    return problems


def main():
    with open(os.path.join(HERE, "catalog.json"), encoding="utf-8") as handle:
        books = json.load(handle)["books"]
    covers = os.path.join(HERE, "covers")
    failures = []
    for index, book in enumerate(books):
        for problem in check_book(book, covers):
            failures.append(f"book {index} ({book.get('title', '?')}): {problem}")
    if len(books) < MIN_BOOKS:
        failures.append(f"only {len(books)} books, need {MIN_BOOKS}")
    counts = {name: 0 for name in CATEGORIES}
    for book in books:
        if book.get("category") in counts:
            counts[book["category"]] += 1
    for name, least in CATEGORIES.items():
        if counts[name] < least:
            failures.append(f"category {name} has {counts[name]} books, need {least}")
    isbns = [book.get("isbn") for book in books]
    if len(set(isbns)) != len(isbns):
        failures.append("duplicate ISBNs")
    seen = set()
    for book in books:
        key = (book.get("title"), (book.get("authors") or [None])[0])
        if key in seen:
            failures.append(f"duplicate title and first author {key}")
        seen.add(key)
    keys = [(str(book.get("category")), str(book.get("title"))) for book in books]
    if keys != sorted(keys):
        failures.append("books are not sorted by category, then title")
    for failure in failures:
        print(failure, file=sys.stderr)
    summary = ", ".join(f"{name} {count}" for name, count in counts.items())
    status = "OK" if not failures else f"FAILED ({len(failures)} problems)"
    print(f"catalog.json: {len(books)} books ({summary}); covers checked; {status}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
