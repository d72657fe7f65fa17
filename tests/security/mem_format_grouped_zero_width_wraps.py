# expect: memory
# A zero-padded, grouped int format with the largest width: the grouping
# buffer's size (width + 2) * 2 + 8 overflowed int64 and wrapped to 10
# bytes, and the width's worth of zeros was written past them. The width
# must be refused as too large before the size is computed.
w = 2**63 - 1
s = f"{5:0{w},}"
print("formatted", len(s))
