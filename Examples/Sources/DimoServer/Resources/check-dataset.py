#!/usr/bin/env python3
"""Validates the DimoServer sample dataset (Python 3 standard library only).

Checks catalog.json, sample-activity.json and images/ next to this script: field types and
ranges, uniqueness, references between the files, release dates against their weekday, text
lengths, vote majorities, self-likes and the PNG files (signature, chunk CRCs, IHDR size,
8-bit indexed colour). The anime part and the movie part (`movies`, `movie_characters` and the
activity's `movies`) are checked alike; the anime part may not refer to a movie, since the
server seeds it first (migration 2) and the movies later (migration 3), and every movie home
section must have data for every MBTI. Problems go to stderr; one summary line goes to stdout.

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
          "SF", "미스터리", "스릴러", "학원", "음악", "가족", "범죄", "역사"}
RATES = {"12", "15", "19", "전체"}
WEEKDAYS = "월화수목금토일"
MBTI_TYPES = {a + b + c + d for a in "EI" for b in "SN" for c in "TF" for d in "JP"}
AXES = (("ei", "EI"), ("sn", "SN"), ("tf", "TF"), ("jp", "JP"))
RELEASE = re.compile(r"^(\d{4})\.(\d{2})\.(\d{2}) (\d{2}):(\d{2}) \(([월화수목금토일])\)$")
MOVIE_RELEASE = re.compile(r"^(\d{4})\.(\d{2})\.(\d{2}) \(([월화수목금토일])\)$")
ANIME_IDS = (1000, 9999)
MOVIE_IDS = (1000001, 1999999)  # the server's CHECK: movies from 1,000,000, anime below
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

# What differs between the two kinds of work.
ANIME = {"kind": "anime", "list": "anime", "characters": "characters", "id": "anime_id",
         "release": "anime_release", "ids": ANIME_IDS, "poster": "anime_{}.png"}
MOVIE = {"kind": "movie", "list": "movies", "characters": "movie_characters", "id": "movie_id",
         "release": "release", "ids": MOVIE_IDS, "poster": "movie_{}.png"}


def check_release(where, text, pattern):
    m = pattern.match(text)
    if not m:
        fail(f"{where}: release {text!r} does not have the expected shape")
        return
    y, mo, d = (int(g) for g in m.groups()[:3])
    hh, mm = (int(g) for g in m.groups()[3:5]) if len(m.groups()) == 6 else (0, 0)
    wd = m.groups()[-1]
    try:
        when = datetime.datetime(y, mo, d, hh, mm)
        if WEEKDAYS[when.weekday()] != wd:
            fail(f"{where}: {text} is a {WEEKDAYS[when.weekday()]}요일")
        if not 1960 <= when.year <= 2025:
            fail(f"{where}: implausible release year {when.year}")
    except ValueError:
        fail(f"{where}: invalid date {text}")


def check_works(catalog, spec, titles, rates):
    works = {}
    text_fields = ("title", "genre", "plot", "director", spec["release"], "rate", "poster_img")
    low, high = spec["ids"]
    for a in catalog[spec["list"]]:
        if not check_keys(spec["kind"], a, [spec["id"], *text_fields]):
            continue
        aid = a[spec["id"]]
        where = f"{spec['kind']} {aid}"
        if not is_int(aid) or not low <= aid <= high:
            fail(f"{where}: {spec['id']} must be an int in {low}..{high}")
        if aid in works:
            fail(f"{where}: duplicate {spec['id']}")
        works[aid] = a
        for field in text_fields:
            if not isinstance(a[field], str) or not a[field].strip():
                fail(f"{where}: {field} must be a non-empty string")
        if not all(isinstance(a[f], str) for f in text_fields):
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
        check_release(where, a[spec["release"]], RELEASE if spec is ANIME else MOVIE_RELEASE)
        if a["rate"] not in RATES:
            fail(f"{where}: rate {a['rate']!r} not in {sorted(RATES)}")
        rates[a["rate"]] += 1
        if a["poster_img"] != spec["poster"].format(aid):
            fail(f"{where}: poster_img should be {spec['poster'].format(aid)}")
    return works


def check_characters(catalog, spec, works, first_id):
    characters = {}
    order = [a.get(spec["id"]) for a in catalog[spec["list"]]]
    last_index = -1
    per_work = collections.Counter()
    names = set()
    for position, c in enumerate(catalog[spec["characters"]], start=first_id):
        if not check_keys("character", c, ["character_id", spec["id"], "character_name", "character_img"]):
            continue
        cid = c["character_id"]
        where = f"character {cid}"
        if cid != position:
            fail(f"{where}: character_id should run on in order (expected {position})")
        characters[cid] = c
        work = c[spec["id"]]
        if work not in works:
            fail(f"{where}: unknown {spec['id']} {work}")
        else:
            index = order.index(work)
            if index < last_index:
                fail(f"{where}: characters are not grouped in the order of the works")
            last_index = index
            per_work[work] += 1
        name = c["character_name"]
        m = CHAR_NAME.match(name) if isinstance(name, str) else None
        if not m or not HANGUL.search(m.group(1)) or len(name) > 100:
            fail(f"{where}: character_name {name!r} is not '한글 이름 (ROMAN NAME)'")
        if (work, name) in names:
            fail(f"{where}: duplicate name {name} in its work")
        names.add((work, name))
        if c["character_img"] != f"character_{cid}.png":
            fail(f"{where}: character_img should be character_{cid}.png")
    for aid in works:
        if not 5 <= per_work[aid] <= 20:
            fail(f"{spec['kind']} {aid}: {per_work[aid]} characters (expected 5-20)")
    return characters


def check_catalog(catalog):
    """The anime, the movies and their characters (ids 1..N for anime characters, then on)."""
    if not check_keys("catalog.json", catalog, ["anime", "characters", "movies", "movie_characters"]):
        return {}, {}, {}, {}
    titles, rates = set(), collections.Counter()
    anime = check_works(catalog, ANIME, titles, rates)
    movies = check_works(catalog, MOVIE, titles, rates)
    if len(anime) + len(movies) < 100:
        fail(f"catalog: {len(anime) + len(movies)} works, expected at least 100")
    if len(movies) < 15:
        fail(f"catalog: {len(movies)} movies, expected at least 15")
    for rate in RATES:
        if rates[rate] < 3:
            fail(f"catalog: rate {rate!r} used {rates[rate]} times (at least 3)")
    anime_characters = check_characters(catalog, ANIME, anime, 1)
    movie_characters = check_characters(catalog, MOVIE, movies, len(anime_characters) + 1)
    if len(anime_characters) < 1000:
        fail(f"catalog: {len(anime_characters)} anime characters (expected at least 1,000)")
    return anime, anime_characters, movies, movie_characters


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


# Expected sizes of each part: (low, high) row counts, and the spread of the reviews.
ANIME_LIMITS = {"votes": (3600, 4600), "voted": (650, 850), "well_voted": 600,
                "reviews": (290, 360), "spread": (110, 150), "comments": (360, 450),
                "review_likes": (550, 670), "comment_likes": (270, 330), "grades": (370, 460),
                "content_likes": (220, 270)}
MOVIE_LIMITS = {"votes": (500, 800), "voted": (90, 130), "well_voted": 90,
                "reviews": (30, 45), "spread": (20, 40), "comments": (35, 55),
                "review_likes": (55, 85), "comment_likes": (20, 40), "grades": (70, 100),
                "content_likes": (48, 72)}


def check_users(act):
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
    return users


def check_part(label, part, users, works, characters, work_key, limits):
    """One part of the activity (the anime's, or the movies'): it refers only to its own works
    and characters. Returns its counts and the majority type of each voted character."""
    keys = ["votes", "reviews", "comments", "likes", "grades", "content_likes"]
    if not check_keys(label, part, keys):
        return {}, {}

    def ref_user(where, uid):
        if uid not in users:
            fail(f"{where}: unknown user_id {uid!r}")

    def ref_char(where, cid):
        if cid not in characters:
            fail(f"{where}: unknown {label} character_id {cid!r}")

    # votes
    by_char = collections.defaultdict(list)
    for v in part["votes"]:
        if not check_keys("vote", v, ["user_id", "character_id", "ei", "sn", "tf", "jp"]):
            continue
        where = f"{label} vote {v['user_id']}/{v['character_id']}"
        ref_user(where, v["user_id"])
        ref_char(where, v["character_id"])
        for field, letters in AXES:
            if v[field] not in letters or len(v[field]) != 1:
                fail(f"{where}: {field} must be one of {letters[0]}/{letters[1]}")
        by_char[v["character_id"]].append(v)
    unique(f"{label} votes", part["votes"], lambda v: (v.get("user_id"), v.get("character_id")))
    around(f"{label} votes", len(part["votes"]), *limits["votes"])
    around(f"{label} voted characters", len(by_char), *limits["voted"])
    majority = {}
    for cid, rows in by_char.items():
        if len(rows) < 3:
            fail(f"character {cid}: only {len(rows)} votes (at least 3 when voted)")
        letters = ""
        for field, pair in AXES:
            count = collections.Counter(r[field] for r in rows)
            if count[pair[0]] == count[pair[1]]:
                fail(f"character {cid}: tie on {field} ({dict(count)})")
            letters += pair[0] if count[pair[0]] > count[pair[1]] else pair[1]
        majority[cid] = letters
    if sum(1 for rows in by_char.values() if 3 <= len(rows) <= 15) < limits["well_voted"]:
        fail(f"{label} votes: fewer than {limits['well_voted']} characters with 3-15 votes")

    # reviews
    reviews = {}
    for position, r in enumerate(part["reviews"], start=1):
        if not check_keys("review", r, ["review_id", "user_id", "character_id", "review_content", "review_spoiler"]):
            continue
        where = f"{label} review {r['review_id']}"
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
    around(f"{label} reviews", len(reviews), *limits["reviews"])
    if reviews:
        share = sum(r["review_spoiler"] for r in reviews.values()) / len(reviews)
        if not 0.10 <= share <= 0.20:
            fail(f"{label} reviews: {share:.0%} spoilers (expected about 15%)")
        spread = len({r["character_id"] for r in reviews.values()})
        around(f"{label} reviewed characters", spread, *limits["spread"])

    # comments
    comments = {}
    own = 0
    for position, c in enumerate(part["comments"], start=1):
        if not check_keys("comment", c, ["comment_id", "review_id", "user_id", "comment_content", "comment_spoiler"]):
            continue
        where = f"{label} comment {c['comment_id']}"
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
    around(f"{label} comments", len(comments), *limits["comments"])
    if own > 5:
        fail(f"{label} comments: {own} replies by the review's own author (at most 5)")

    # likes
    targets = {"review": reviews, "comment": comments}
    counts = collections.Counter()
    for like in part["likes"]:
        if not check_keys("like", like, ["kind", "user_id", "target_id"]):
            continue
        where = f"{label} like {like['kind']}/{like['user_id']}/{like['target_id']}"
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
    unique(f"{label} likes", part["likes"], lambda l: (l.get("kind"), l.get("user_id"), l.get("target_id")))
    around(f"{label} review likes", counts["review"], *limits["review_likes"])
    around(f"{label} comment likes", counts["comment"], *limits["comment_likes"])

    # grades and 찜
    for g in part["grades"]:
        if not check_keys("grade", g, ["user_id", work_key, "grade"]):
            continue
        where = f"{label} grade {g['user_id']}/{g[work_key]}"
        ref_user(where, g["user_id"])
        if g[work_key] not in works:
            fail(f"{where}: unknown {work_key}")
        if g["grade"] not in (1, -1) or isinstance(g["grade"], bool):
            fail(f"{where}: grade must be 1 or -1")
    unique(f"{label} grades", part["grades"], lambda g: (g.get("user_id"), g.get(work_key)))
    around(f"{label} grades", len(part["grades"]), *limits["grades"])
    if part["grades"] and sum(1 for g in part["grades"] if g.get("grade") == 1) * 10 < len(part["grades"]) * 7:
        fail(f"{label} grades: fewer than 70% are 1")
    liked_by = set()
    for l in part["content_likes"]:
        if not check_keys("content_like", l, ["user_id", work_key]):
            continue
        ref_user(f"{label} content_like {l['user_id']}", l["user_id"])
        if l[work_key] not in works:
            fail(f"{label} content_like {l['user_id']}/{l[work_key]}: unknown {work_key}")
        if l["user_id"] in users:
            liked_by.add(users[l["user_id"]]["mbti"])
    unique(f"{label} content_likes", part["content_likes"], lambda l: (l.get("user_id"), l.get(work_key)))
    around(f"{label} content likes", len(part["content_likes"]), *limits["content_likes"])
    stats = {"votes": len(part["votes"]), "voted": len(by_char), "reviews": len(reviews),
             "comments": len(comments), "likes": sum(counts.values()), "grades": len(part["grades"]),
             "content_likes": len(part["content_likes"]), "liked_by": liked_by}
    return stats, majority


def check_activity(act, catalog_parts):
    """The users, the anime part (top level) and the movie part (`movies`)."""
    keys = ["users", "votes", "reviews", "comments", "likes", "grades", "content_likes", "movies"]
    if not check_keys("sample-activity.json", act, keys):
        return {}
    anime, anime_characters, movies, movie_characters = catalog_parts
    users = check_users(act)
    anime_part = {key: act[key] for key in keys if key not in ("users", "movies")}
    anime_stats, _ = check_part("anime", anime_part, users, anime, anime_characters, "anime_id",
                                ANIME_LIMITS)
    movie_stats, majority = check_part("movie", act["movies"], users, movies, movie_characters,
                                       "movie_id", MOVIE_LIMITS)
    # Every movie home section has data whatever the caller's MBTI.
    missing = MBTI_TYPES - set(majority.values())
    if missing:
        fail(f"movies: no movie character is voted {sorted(missing)}")
    missing = MBTI_TYPES - movie_stats.get("liked_by", set())
    if movie_stats and missing:
        fail(f"movies: no user of {sorted(missing)} 찜'd a movie")
    totals = {key: anime_stats.get(key, 0) + movie_stats.get(key, 0)
              for key in ("votes", "voted", "reviews", "comments", "likes", "grades", "content_likes")}
    totals["users"] = len(users)
    totals["movie"] = movie_stats
    return totals


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
    expected = {a["poster_img"] for a in works.values()} | {c["character_img"] for c in characters.values()}
    try:
        extra = sorted(set(n for n in os.listdir(os.path.join(HERE, "images")) if n.endswith(".png")) - expected)
    except OSError:
        extra = []
    if extra:
        fail(f"images: {len(extra)} pictures no work or character names, like {extra[0]}")
    return total


def main():
    catalog = load("catalog.json")
    activity = load("sample-activity.json")
    parts = check_catalog(catalog) if catalog is not None else ({}, {}, {}, {})
    anime, anime_characters, movies, movie_characters = parts
    works = {**anime, **movies}
    characters = {**anime_characters, **movie_characters}
    stats = check_activity(activity, parts) if activity is not None else {}
    image_bytes = check_images(works, characters) if works else 0
    for text in (json.dumps(catalog, ensure_ascii=False), json.dumps(activity, ensure_ascii=False)):
        if PHONE.search(text):
            fail("dataset: something that looks like a phone number")
    for message in problems[:40]:
        print(message, file=sys.stderr)
    if len(problems) > 40:
        print(f"... and {len(problems) - 40} more", file=sys.stderr)
    movie = stats.get("movie", {})
    summary = (f"{len(works)} works ({len(anime)} anime, {len(movies)} movies), "
               f"{len(characters)} characters ({len(movie_characters)} of movies), {stats.get('users', 0)} users, "
               f"{stats.get('votes', 0)} votes on {stats.get('voted', 0)} characters, {stats.get('reviews', 0)} reviews, "
               f"{stats.get('comments', 0)} comments, {stats.get('likes', 0)} likes, {stats.get('grades', 0)} grades, "
               f"{stats.get('content_likes', 0)} content likes (of movies: {movie.get('votes', 0)} votes on "
               f"{movie.get('voted', 0)} characters, {movie.get('reviews', 0)} reviews, {movie.get('comments', 0)} comments, "
               f"{movie.get('likes', 0)} likes, {movie.get('grades', 0)} grades, {movie.get('content_likes', 0)} content likes), "
               f"{len(works) + len(characters)} images ({image_bytes} bytes)")
    if problems:
        print(f"FAILED ({len(problems)} problems): {summary}")
        sys.exit(1)
    print(f"OK: {summary}")


if __name__ == "__main__":
    main()
