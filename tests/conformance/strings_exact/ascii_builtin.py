# ascii() escapes every non-ASCII character.
for s in ["abc", "h\u00e9llo", "\U0001f600!", "\u20ac5", "it's", "\n\t", "\u00ff\u0100"]:
    print(ascii(s))
print(ascii(["\u00e9", ("\u2603",)]))
