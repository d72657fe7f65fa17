# The mistakes a script makes with unicodedata, and the messages it gets.
import unicodedata

attempts = [
    lambda: unicodedata.name("ab"),
    lambda: unicodedata.category(""),
    lambda: unicodedata.name(65),
    lambda: unicodedata.decimal("x"),
    lambda: unicodedata.digit("½"),
    lambda: unicodedata.numeric("a"),
    lambda: unicodedata.name("\x00"),
    lambda: unicodedata.normalize("NFX", "abc"),
    lambda: unicodedata.is_normalized("nfc", "abc"),
    lambda: unicodedata.normalize("NFC", 42),
    lambda: unicodedata.lookup("NO SUCH CHARACTER NAME"),
    lambda: unicodedata.lookup("X" * 300),
    lambda: unicodedata.lookup(42),
    lambda: unicodedata.mirrored(),
    lambda: unicodedata.numeric("a", "b", "c"),
]
for attempt in attempts:
    try:
        print("ok", attempt())
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)

print(unicodedata.name("\x00", "CONTROL"), unicodedata.decimal("x", None), unicodedata.numeric("½", 0))
