# Slices whose step is past the sequence's length (up to 2**63 and beyond):
# one item, or none, for every sequence type, read, assigned and deleted.
big = 2**63
for step in (big, big - 1, 2**64, -big, -(big - 1), 10**30):
    print(step > 0, [1, 2, 3][2::step], (1, 2, 3)[2::step], "abc"[2::step], "aé€"[2::step],
          b"abc"[2::step], bytearray(b"abc")[2::step], list(range(5))[1::step], range(5)[1::step])
    print([1, 2, 3][0::step], "abc"[-1::step], (1, 2, 3)[-3:3:step], "aé€"[0::step])
    l = [1, 2, 3]
    l[2::step] = ["x"]
    b = bytearray(b"abc")
    b[2::step] = b"z"
    m = [1, 2, 3, 4]
    del m[1::step]
    print(l, b, m)
try:
    l = [1, 2, 3]
    l[0::big] = [7, 8]
except ValueError as e:
    print("ValueError", e)
