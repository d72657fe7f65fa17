# A bytes pattern or a bytes subject mixed with str: the errors as CPython
# raises them for mixed types.
import re

p = re.compile(r"\w+")
for call in [lambda: p.findall(b"abc"), lambda: p.search(b"abc"), lambda: p.sub("x", b"abc"),
             lambda: p.split(b"a b"), lambda: re.match(r"a", b"a"), lambda: p.sub(b"x", "abc")]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
print(re.escape("a.b*c"), re.findall(r"\x00|\xff", "a\x00b\xffc"), re.findall(r"[\x80-\xff]+", "abc\xe9\xff"))
