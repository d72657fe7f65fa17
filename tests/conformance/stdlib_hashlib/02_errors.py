# Mistakes people make with hashlib, and what they raise.
import hashlib

attempts = {
    "str data": lambda: hashlib.sha256("text"),
    "int data": lambda: hashlib.md5(42),
    "update with str": lambda: hashlib.sha1().update("text"),
    "unknown algorithm": lambda: hashlib.new("sha999"),
    "name not str": lambda: hashlib.new(256),
    "shake without length": lambda: hashlib.shake_128(b"x").hexdigest(),
    "too many args": lambda: hashlib.sha256(b"a", b"b"),
    "data keyword": lambda: hashlib.sha256(data=b"a"),
    "blake2 digest too big": lambda: hashlib.blake2b(digest_size=65),
    "blake2 long key": lambda: hashlib.blake2s(key=b"k" * 33),
    "blake2 long salt": lambda: hashlib.blake2b(salt=b"s" * 17),
    "blake2 str key": lambda: hashlib.blake2b(key="k"),
    "pbkdf2 str password": lambda: hashlib.pbkdf2_hmac("sha256", "pw", b"salt", 10),
    "pbkdf2 zero iterations": lambda: hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 0),
    "pbkdf2 zero length": lambda: hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1, 0),
    "pbkdf2 bad hash": lambda: hashlib.pbkdf2_hmac("nohash", b"pw", b"salt", 1),
}
for what, f in attempts.items():
    try:
        f()
        print(what, "-> no error")
    except (TypeError, ValueError, OverflowError) as e:
        print(f"{what} -> {type(e).__name__}: {e}")

hashlib.sha256().update()
