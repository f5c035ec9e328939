#!/usr/bin/env python3
"""Validates the DimoServer sample dataset (Python 3 standard library only).

Checks catalog.json, sample-activity.json and images/ next to this script: field types and
ranges, uniqueness, references between the files, release dates against their weekday, text
lengths, vote majorities, self-likes and the PNG files (signature, chunk CRCs, IHDR size,
8-bit indexed colour). Problems go to stderr; one summary line goes to stdout.

    python3 check-dataset.py          # exit status 0 when everything passes, 1 otherwise
"""

import collections
import datetime
import json
import os
import re
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
GENRES = {"액션", "모험", "판타지", "이세계", "코미디", "드라마", "로맨스", "스포츠", "일상",
          "SF", "미스터리", "스릴러", "학원", "음악", "가족"}
RATES = {"12", "15", "19", "전체"}
WEEKDAYS = "월화수목금토일"
MBTI_TYPES = {a + b + c + d for a in "EI" for b in "SN" for c in "TF" for d in "JP"}
AXES = (("ei", "EI"), ("sn", "SN"), ("tf", "TF"), ("jp", "JP"))
RELEASE = re.compile(r"^(\d{4})\.(\d{2})\.(\d{2}) (\d{2}):(\d{2}) \(([월화수목금토일])\)$")
CHAR_NAME = re.compile(r"^(\S.*?) \(([A-Z0-9][A-Z0-9 .'\-]*)\)$")
HANGUL = re.compile(r"[가-힣]")
PHONE = re.compile(r"01[016789]-?\d{3,4}-?\d{4}")
MAX_IMAGE_BYTES = 1536

problems = []


def fail(message):
    problems.append(message)


def check_keys(kind, item, keys):
    if not isinstance(item, dict) or set(item) != set(keys):
        fail(f"{kind}: expected keys {sorted(keys)}, got {item!r:.120}")
        return False
    return True


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def in_range(kind, value, low, high):
    if not low <= value <= high:
        fail(f"{kind}: {value} not in {low}..{high}")


def load(name):
    try:
        with open(os.path.join(HERE, name), encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError) as error:
        fail(f"{name}: {error}")
        return None


# --- catalog.json ---------------------------------------------------------------------------

def check_catalog(catalog):
    if not check_keys("catalog.json", catalog, ["anime", "characters"]):
        return {}, {}
    works, titles = {}, set()
    rates = collections.Counter()
    for a in catalog["anime"]:
        if not check_keys("anime", a, ["anime_id", "title", "genre", "plot", "director",
                                       "anime_release", "rate", "poster_img"]):
            continue
        aid = a["anime_id"]
        where = f"anime {aid}"
        if not is_int(aid) or not 1000 <= aid <= 9999:
            fail(f"{where}: anime_id must be an int in 1000..9999")
        if aid in works:
            fail(f"{where}: duplicate anime_id")
        works[aid] = a
        for field in ("title", "genre", "plot", "director", "anime_release", "rate", "poster_img"):
            if not isinstance(a[field], str) or not a[field].strip():
                fail(f"{where}: {field} must be a non-empty string")
        if not all(isinstance(a[f], str) for f in ("title", "genre", "plot", "director", "anime_release", "rate", "poster_img")):
            continue
        if a["title"] in titles:
            fail(f"{where}: duplicate title {a['title']}")
        titles.add(a["title"])
        genres = a["genre"].split(", ")
        if not 2 <= len(genres) <= 4 or len(set(genres)) != len(genres) or not set(genres) <= GENRES:
            fail(f"{where}: bad genre list {a['genre']!r}")
        plot = a["plot"]
        sentences = len(re.findall(r"[.!?](?=\s|$)", plot))
        if not 150 <= len(plot) <= 400 or not 2 <= sentences <= 4 or not HANGUL.search(plot):
            fail(f"{where}: plot must be 2-4 Korean sentences of 150-400 chars ({len(plot)} chars, {sentences} sentences)")
        if len(a["director"]) > 40:
            fail(f"{where}: director longer than 40 chars")
        m = RELEASE.match(a["anime_release"])
        if not m:
            fail(f"{where}: anime_release {a['anime_release']!r} is not 'yyyy.MM.dd HH:mm (요일)'")
        else:
            y, mo, d, hh, mm, wd = m.groups()
            try:
                when = datetime.datetime(int(y), int(mo), int(d), int(hh), int(mm))
                if WEEKDAYS[when.weekday()] != wd:
                    fail(f"{where}: {a['anime_release']} is a {WEEKDAYS[when.weekday()]}요일")
                if not 1960 <= when.year <= 2025:
                    fail(f"{where}: implausible release year {when.year}")
            except ValueError:
                fail(f"{where}: invalid date {a['anime_release']}")
        if a["rate"] not in RATES:
            fail(f"{where}: rate {a['rate']!r} not in {sorted(RATES)}")
        rates[a["rate"]] += 1
        if a["poster_img"] != f"anime_{aid}.png":
            fail(f"{where}: poster_img should be anime_{aid}.png")
    if len(works) < 100:
        fail(f"catalog: {len(works)} works, expected at least 100")
    for rate in RATES:
        if rates[rate] < 3:
            fail(f"catalog: rate {rate!r} used {rates[rate]} times (at least 3)")

    characters = {}
    order = [a.get("anime_id") for a in catalog["anime"]]
    last_index = -1
    per_work = collections.Counter()
    names = set()
    for position, c in enumerate(catalog["characters"], start=1):
        if not check_keys("character", c, ["character_id", "anime_id", "character_name", "character_img"]):
            continue
        cid = c["character_id"]
        where = f"character {cid}"
        if cid != position:
            fail(f"{where}: character_id should run 1..N in order (expected {position})")
        characters[cid] = c
        if c["anime_id"] not in works:
            fail(f"{where}: unknown anime_id {c['anime_id']}")
        else:
            index = order.index(c["anime_id"])
            if index < last_index:
                fail(f"{where}: characters are not grouped in the order of the works")
            last_index = index
            per_work[c["anime_id"]] += 1
        name = c["character_name"]
        m = CHAR_NAME.match(name) if isinstance(name, str) else None
        if not m or not HANGUL.search(m.group(1)) or len(name) > 100:
            fail(f"{where}: character_name {name!r} is not '한글 이름 (ROMAN NAME)'")
        if (c["anime_id"], name) in names:
            fail(f"{where}: duplicate name {name} in its work")
        names.add((c["anime_id"], name))
        if c["character_img"] != f"character_{cid}.png":
            fail(f"{where}: character_img should be character_{cid}.png")
    for aid in works:
        if not 5 <= per_work[aid] <= 20:
            fail(f"anime {aid}: {per_work[aid]} characters (expected 5-20)")
    if len(characters) < 1000:
        fail(f"catalog: {len(characters)} characters (expected at least 1,000)")
    return works, characters


# --- sample-activity.json -------------------------------------------------------------------

def unique(kind, rows, key):
    seen = set()
    for row in rows:
        k = key(row)
        if k in seen:
            fail(f"{kind}: duplicate {k}")
        seen.add(k)


def around(kind, count, low, high):
    if not low <= count <= high:
        fail(f"{kind}: {count} rows (expected {low}-{high})")


def check_activity(act, works, characters):
    keys = ["users", "votes", "reviews", "comments", "likes", "grades", "content_likes"]
    if not check_keys("sample-activity.json", act, keys):
        return {}
    users = {}
    for u in act["users"]:
        if not check_keys("user", u, ["user_id", "nickname", "mbti", "intro"]):
            continue
        uid = u["user_id"]
        if not isinstance(uid, str) or not re.fullmatch(r"sample_\d{2}", uid):
            fail(f"user {uid!r}: user_id must look like sample_01")
        if uid in users:
            fail(f"user {uid}: duplicate user_id")
        users[uid] = u
        if not isinstance(u["nickname"], str) or not 2 <= len(u["nickname"]) <= 10 or u["nickname"] != u["nickname"].strip():
            fail(f"user {uid}: nickname {u['nickname']!r} must be 2-10 characters")
        if u["mbti"] not in MBTI_TYPES:
            fail(f"user {uid}: mbti {u['mbti']!r} is not a type")
        if not isinstance(u["intro"], str) or len(u["intro"]) > 60:
            fail(f"user {uid}: intro must be a string of at most 60 characters")
    unique("users", act["users"], lambda u: u.get("nickname"))
    if len(users) != 24:
        fail(f"users: {len(users)} (expected 24)")
    if {u["mbti"] for u in users.values()} != MBTI_TYPES:
        fail("users: not all 16 MBTI types are present")

    def ref_user(where, uid):
        if uid not in users:
            fail(f"{where}: unknown user_id {uid!r}")

    def ref_char(where, cid):
        if cid not in characters:
            fail(f"{where}: unknown character_id {cid!r}")

    # votes
    by_char = collections.defaultdict(list)
    for v in act["votes"]:
        if not check_keys("vote", v, ["user_id", "character_id", "ei", "sn", "tf", "jp"]):
            continue
        where = f"vote {v['user_id']}/{v['character_id']}"
        ref_user(where, v["user_id"])
        ref_char(where, v["character_id"])
        for field, letters in AXES:
            if v[field] not in letters or len(v[field]) != 1:
                fail(f"{where}: {field} must be one of {letters[0]}/{letters[1]}")
        by_char[v["character_id"]].append(v)
    unique("votes", act["votes"], lambda v: (v.get("user_id"), v.get("character_id")))
    around("votes", len(act["votes"]), 3600, 4600)
    around("voted characters", len(by_char), 650, 850)
    for cid, rows in by_char.items():
        if len(rows) < 3:
            fail(f"character {cid}: only {len(rows)} votes (at least 3 when voted)")
        for field, letters in AXES:
            count = collections.Counter(r[field] for r in rows)
            if count[letters[0]] == count[letters[1]]:
                fail(f"character {cid}: tie on {field} ({dict(count)})")
    if sum(1 for rows in by_char.values() if 3 <= len(rows) <= 15) < 600:
        fail("votes: fewer than 600 characters with 3-15 votes")

    # reviews
    reviews = {}
    for position, r in enumerate(act["reviews"], start=1):
        if not check_keys("review", r, ["review_id", "user_id", "character_id", "review_content", "review_spoiler"]):
            continue
        where = f"review {r['review_id']}"
        if r["review_id"] != position:
            fail(f"{where}: review_id should run 1..N (expected {position})")
        reviews[r["review_id"]] = r
        ref_user(where, r["user_id"])
        ref_char(where, r["character_id"])
        text = r["review_content"]
        if not isinstance(text, str) or not 10 <= len(text) <= 200 or not HANGUL.search(text):
            fail(f"{where}: review_content must be Korean, 10-200 characters")
        if r["review_spoiler"] not in (0, 1) or isinstance(r["review_spoiler"], bool):
            fail(f"{where}: review_spoiler must be 0 or 1")
    around("reviews", len(reviews), 290, 360)
    if reviews:
        share = sum(r["review_spoiler"] for r in reviews.values()) / len(reviews)
        if not 0.10 <= share <= 0.20:
            fail(f"reviews: {share:.0%} spoilers (expected about 15%)")
        spread = len({r["character_id"] for r in reviews.values()})
        if not 110 <= spread <= 150:
            fail(f"reviews: spread over {spread} characters (expected about 130)")

    # comments
    comments = {}
    own = 0
    for position, c in enumerate(act["comments"], start=1):
        if not check_keys("comment", c, ["comment_id", "review_id", "user_id", "comment_content", "comment_spoiler"]):
            continue
        where = f"comment {c['comment_id']}"
        if c["comment_id"] != position:
            fail(f"{where}: comment_id should run 1..N (expected {position})")
        comments[c["comment_id"]] = c
        ref_user(where, c["user_id"])
        if c["review_id"] not in reviews:
            fail(f"{where}: unknown review_id {c['review_id']!r}")
        elif reviews[c["review_id"]]["user_id"] == c["user_id"]:
            own += 1
        text = c["comment_content"]
        if not isinstance(text, str) or not 3 <= len(text) <= 100:
            fail(f"{where}: comment_content must be 3-100 characters")
        if c["comment_spoiler"] not in (0, 1) or isinstance(c["comment_spoiler"], bool):
            fail(f"{where}: comment_spoiler must be 0 or 1")
    around("comments", len(comments), 360, 450)
    if own > 5:
        fail(f"comments: {own} replies by the review's own author (at most 5)")

    # likes
    targets = {"review": reviews, "comment": comments}
    counts = collections.Counter()
    for like in act["likes"]:
        if not check_keys("like", like, ["kind", "user_id", "target_id"]):
            continue
        where = f"like {like['kind']}/{like['user_id']}/{like['target_id']}"
        ref_user(where, like["user_id"])
        table = targets.get(like["kind"])
        if table is None:
            fail(f"{where}: kind must be review or comment")
            continue
        counts[like["kind"]] += 1
        target = table.get(like["target_id"])
        if target is None:
            fail(f"{where}: unknown target")
        elif target["user_id"] == like["user_id"]:
            fail(f"{where}: a user likes their own {like['kind']}")
    unique("likes", act["likes"], lambda l: (l.get("kind"), l.get("user_id"), l.get("target_id")))
    around("review likes", counts["review"], 550, 670)
    around("comment likes", counts["comment"], 270, 330)

    # grades and 찜
    for g in act["grades"]:
        if not check_keys("grade", g, ["user_id", "anime_id", "grade"]):
            continue
        where = f"grade {g['user_id']}/{g['anime_id']}"
        ref_user(where, g["user_id"])
        if g["anime_id"] not in works:
            fail(f"{where}: unknown anime_id")
        if g["grade"] not in (1, -1) or isinstance(g["grade"], bool):
            fail(f"{where}: grade must be 1 or -1")
    unique("grades", act["grades"], lambda g: (g.get("user_id"), g.get("anime_id")))
    around("grades", len(act["grades"]), 370, 460)
    if act["grades"] and sum(1 for g in act["grades"] if g.get("grade") == 1) * 10 < len(act["grades"]) * 7:
        fail("grades: fewer than 70% are 1")
    for l in act["content_likes"]:
        if not check_keys("content_like", l, ["user_id", "anime_id"]):
            continue
        ref_user(f"content_like {l['user_id']}", l["user_id"])
        if l["anime_id"] not in works:
            fail(f"content_like {l['user_id']}/{l['anime_id']}: unknown anime_id")
    unique("content_likes", act["content_likes"], lambda l: (l.get("user_id"), l.get("anime_id")))
    around("content likes", len(act["content_likes"]), 220, 270)
    return {"votes": len(act["votes"]), "voted": len(by_char), "reviews": len(reviews),
            "comments": len(comments), "likes": sum(counts.values()), "grades": len(act["grades"]),
            "content_likes": len(act["content_likes"]), "users": len(users)}


# --- images ---------------------------------------------------------------------------------

def check_png(name, width, height):
    path = os.path.join(HERE, "images", name)
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError:
        fail(f"images/{name}: missing")
        return 0
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        fail(f"images/{name}: not a PNG")
        return len(data)
    pos, tags, header = 8, [], None
    while pos + 8 <= len(data):
        length, tag = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        crc = data[pos + 8 + length:pos + 12 + length]
        if len(crc) != 4 or struct.unpack(">I", crc)[0] != zlib.crc32(tag + body) & 0xFFFFFFFF:
            fail(f"images/{name}: bad CRC in {tag!r}")
            return len(data)
        tags.append(tag)
        if tag == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        pos += 12 + length
    if tags[:1] != [b"IHDR"] or tags[-1:] != [b"IEND"] or b"PLTE" not in tags or b"IDAT" not in tags:
        fail(f"images/{name}: chunks {tags}")
    elif header[:4] != (width, height, 8, 3):
        fail(f"images/{name}: {header[0]}x{header[1]} depth {header[2]} type {header[3]}, expected {width}x{height} 8-bit indexed")
    if len(data) > MAX_IMAGE_BYTES:
        fail(f"images/{name}: {len(data)} bytes (more than {MAX_IMAGE_BYTES})")
    return len(data)


def check_images(works, characters):
    total = 0
    for a in works.values():
        total += check_png(a["poster_img"], 100, 140)
    for c in characters.values():
        total += check_png(c["character_img"], 64, 64)
    return total


def main():
    catalog = load("catalog.json")
    activity = load("sample-activity.json")
    works, characters = check_catalog(catalog) if catalog is not None else ({}, {})
    stats = check_activity(activity, works, characters) if activity is not None else {}
    image_bytes = check_images(works, characters) if works else 0
    for text in (json.dumps(catalog, ensure_ascii=False), json.dumps(activity, ensure_ascii=False)):
        if PHONE.search(text):
            fail("dataset: something that looks like a phone number")
    for message in problems[:40]:
        print(message, file=sys.stderr)
    if len(problems) > 40:
        print(f"... and {len(problems) - 40} more", file=sys.stderr)
    summary = (f"{len(works)} works, {len(characters)} characters, {stats.get('users', 0)} users, "
               f"{stats.get('votes', 0)} votes on {stats.get('voted', 0)} characters, {stats.get('reviews', 0)} reviews, "
               f"{stats.get('comments', 0)} comments, {stats.get('likes', 0)} likes, {stats.get('grades', 0)} grades, "
               f"{stats.get('content_likes', 0)} content likes, {len(works) + len(characters)} images ({image_bytes} bytes)")
    if problems:
        print(f"FAILED ({len(problems)} problems): {summary}")
        sys.exit(1)
    print(f"OK: {summary}")


if __name__ == "__main__":
    main()
