# expect: memory
# str.center with a fill character of 3 UTF-8 bytes: (width - 1) * 3 is
# 2**64 + 2 for this width, which wrapped to a 2-byte fill. The result must
# be refused as too large, never allocated small and filled.
s = "a".center(6148914691236517207, "\u20ac")
print("padded", len(s))
