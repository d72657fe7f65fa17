from urllib.parse import quote, quote_plus, unquote, unquote_plus, quote_from_bytes, unquote_to_bytes

samples = ["hello world", "a/b/c", "name=José&city=São Paulo", "100% sure?", "~user_name-1.0", "emoji 😀", ""]
for s in samples:
    print(repr(s), quote(s), quote(s, safe=""), quote_plus(s), quote_plus(s, safe="/"))
print(quote("a+b c", safe="+"), quote(b"bytes\x00\xff"), quote_from_bytes(b"a b"))
encoded = ["hello%20world", "a%2Fb", "caf%C3%A9", "%E2%9C%93+done", "bad%ZZ%", "%F0%9F%98%80", "%ff%fe", "no-escapes"]
for e in encoded:
    print(repr(e), repr(unquote(e)), repr(unquote_plus(e)))
print(unquote_to_bytes("a%20b%ff"), unquote(b"x%41"), unquote("caf%E9", encoding="latin-1"))
try:
    quote(123)
except TypeError as e:
    print("TypeError:", e)
try:
    quote(b"x", encoding="utf-8")
except TypeError as e:
    print("TypeError:", e)
