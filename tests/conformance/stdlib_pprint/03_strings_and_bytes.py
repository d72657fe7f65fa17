import pprint

text = "The quick brown fox jumps over the lazy dog. " * 4
pprint.pprint(text)
pprint.pprint({"summary": text, "lines": "first line\nsecond line that is a bit longer than the first one\nthird\n"})
pprint.pprint([text[:70], text[:30]], width=40)
pprint.pprint("short")
pprint.pprint("averyveryverylongwordwithoutanyspacesthatcannotbesplitanywhereatallreallyxx", width=20)
pprint.pprint(bytes(range(48)))
pprint.pprint({"blob": b"abcdefghij" * 10}, width=50)
pprint.pprint(bytearray(b"0123456789" * 9))
print(pprint.pformat(text, width=30))
