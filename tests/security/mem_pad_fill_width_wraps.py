# expect: memory
# str.ljust/rjust/center with a fill character of 4 UTF-8 bytes: the result
# size (width - len) * 4 wraps around 2**64 to 4 bytes for this width, so a
# check of the product alone let a 5-byte string through, and filling it
# with 2**62 characters wrote far past its end. The width must be refused
# before the multiplication (CPython raises MemoryError).
s = "a".ljust(2**62 + 2, "\U0001D11E")
print("padded", len(s))
