import re, string, hashlib, random
rules = [
    (lambda p: len(p) >= 8, "at least 8 characters"),
    (lambda p: re.search(r"[A-Z]", p), "an uppercase letter"),
    (lambda p: re.search(r"[a-z]", p), "a lowercase letter"),
    (lambda p: re.search(r"\d", p), "a digit"),
    (lambda p: re.search(rf"[{re.escape(string.punctuation)}]", p), "a symbol"),
    (lambda p: not re.search(r"(.)\1\1", p), "no character three times in a row"),
]
def check(p):
    missing = [msg for ok, msg in rules if not ok(p)]
    score = len(rules) - len(missing) + min(len(p) // 4, 4)
    return score, missing
for pw in ["abc", "password1", "Passw0rd!", "Aaa111!!!x", "Tr0ub4dor&3", "correct horse battery staple", "ÄÖÜäöü123!"]:
    score, missing = check(pw)
    print(f"{pw!r:<32} score={score:>2} {'OK' if not missing else 'needs ' + ', '.join(missing)}")
rng = random.Random(2024)
def gen(n=12):
    pools = [string.ascii_uppercase, string.ascii_lowercase, string.digits, "!@#$%^&*"]
    chars = [rng.choice(p) for p in pools] + [rng.choice("".join(pools)) for _ in range(n - 4)]
    rng.shuffle(chars)
    return "".join(chars)
pws = [gen() for _ in range(4)] + [gen(20)]
print(pws, [check(p)[0] for p in pws])
salt = b"s@lt"
for pw in ["hunter2", "Passw0rd!"]:
    print(pw, hashlib.pbkdf2_hmac("sha256", pw.encode(), salt, 2000).hex()[:24], hashlib.sha256(salt + pw.encode()).hexdigest()[:16])
email_re = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$")
for e in ["a@b.co", "first.last+tag@sub.example.org", "bad@x", "no-at.example.com", "trailing.@x.io", "UPPER@EXAMPLE.COM"]:
    m = email_re.match(e)
    print(f"{e:<32} {'valid' if m else 'invalid'} {e.split('@')[-1].lower() if m else ''}")
username_re = re.compile(r"^(?=.{3,16}$)(?![_.])(?!.*[_.]{2})[a-zA-Z0-9._]+(?<![_.])$")
print([(u, bool(username_re.match(u))) for u in ["ab", "abc", "a.b_c", "_abc", "ab..c", "abc_", "validName123", "x" * 17]])
