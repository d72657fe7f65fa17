import hmac
import hashlib
import uuid
import json
import fnmatch
import shlex
import keyword

secret = b"s3cr3t-key"
event = {"id": 17, "type": "order.paid", "amount": "19.99"}
body = json.dumps(event, sort_keys=True, separators=(",", ":")).encode()
sig = hmac.new(secret, body, hashlib.sha256).hexdigest()
print(body, sig[:20])
mac = hmac.new(secret, digestmod="sha1")
mac.update(body[:10]); mac.update(body[10:])
print(mac.hexdigest() == hmac.new(secret, body, "sha1").hexdigest(), mac.name, mac.digest_size, mac.block_size)
print(hmac.compare_digest(sig, sig), hmac.compare_digest(sig, sig[:-1] + "0"), hmac.digest(secret, b"x", "md5").hex())
try:
    hmac.new(secret)
except TypeError as e:
    print("TypeError:", e)
h = hashlib.sha256()
for chunk in (b"part1", b"part2"):
    h.update(chunk)
print(h.hexdigest()[:16], h.name, h.digest_size, hashlib.new("md5", b"x").hexdigest(), hashlib.blake2b(b"x", digest_size=8).hexdigest())
print(sorted(hashlib.algorithms_guaranteed)[:5], hashlib.sha3_256(b"").hexdigest()[:12], hashlib.sha512(b"a").hexdigest()[-8:])
print(hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000).hex()[:16], hashlib.md5(b"a", usedforsecurity=False).hexdigest()[:6])

ns = uuid.uuid5(uuid.NAMESPACE_URL, "https://shop.example/orders/17")
print(ns, ns.version, ns.hex[:8], ns.int % 1000, str(uuid.uuid3(uuid.NAMESPACE_DNS, "example.com")))
u = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(u, repr(u), u.urn, u.bytes[:4], u.fields[:3], u.variant, u == uuid.UUID(int=u.int), uuid.UUID(bytes=u.bytes) == u)
print(sorted([uuid.UUID(int=3), uuid.UUID(int=1)]), uuid.NIL if hasattr(uuid, "NIL") else uuid.UUID(int=0))
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError:", e)
v4 = uuid.uuid4()
print(v4.version, len(str(v4)), str(v4).count("-"))

files = ["src/main.py", "src/util.py", "tests/test_main.py", "README.md", "docs/Guide.MD", "build/out.o", ".env"]
for pattern in ["*.py", "src/*", "*test_*", "*.md", "*.[mM][dD]", "[!.]*", "?EADME.*"]:
    print(f"{pattern:<12}", fnmatch.filter(files, pattern))
print(fnmatch.fnmatchcase("A.PY", "*.py"), fnmatch.fnmatch("a.py", "*.py"), fnmatch.translate("[!a-c]*.txt"))

cmd = 'deploy --env "prod east" --tag v1.2 --note \'it\'"\'"\'s fine\' -- extra args'
parts = shlex.split(cmd)
print(parts)
print(shlex.join(parts), shlex.quote(""), shlex.quote("safe_word"), shlex.quote("a b$c"))
lex = shlex.shlex("key=value, other='two words'", posix=True)
lex.whitespace_split = True
lex.whitespace += ","
print(list(lex))
try:
    shlex.split('unterminated "quote')
except ValueError as e:
    print("ValueError:", e)
print(shlex.split("a # comment", comments=True), shlex.split("x\\ y z"))

names = ["user_id", "class", "match", "2fast", "lambda", "_private", "None", "print", "café"]
for n in names:
    kind = "keyword" if keyword.iskeyword(n) else "soft" if keyword.issoftkeyword(n) else "ident" if n.isidentifier() else "invalid"
    print(f"{n:<9} {kind}")
print(len(keyword.kwlist), keyword.softkwlist)
