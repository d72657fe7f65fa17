# repr() chooses its quote and escapes like CPython.
samples = ["", "plain", "it's", 'say "hi"', "both ' and \"", "back\\slash",
           "tab\there", "new\nline", "cr\rlf", "\x00\x01\x1f", "\x7f", "'", '"', "\\"]
for s in samples:
    print(repr(s))
print([s for s in samples[:4]])
print(("it's", 'q"'))
