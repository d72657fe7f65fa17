# Slice bounds of any size are clamped to the sequence.
BIG = 2**100
print([1, 2, 3][BIG:], [1, 2, 3][-BIG:BIG], "abc"[:2**70], (1, 2)[::2**80])
print((1, 2, 3)[::-2**80], b"abc"[BIG:], bytearray(b"abc")[-BIG:BIG])
print("hello"[-BIG::2], [0, 1, 2, 3][BIG:-BIG:-1])
items = list(range(6))
del items[BIG:]
print(items)
del items[-BIG:2]
print(items)
items[BIG:] = [9, 9]
print(items)
items[-BIG:1] = ["start"]
print(items)
ba = bytearray(b"abcdef")
ba[2**70:] = b"XY"
del ba[:-2**70 + 1]
print(ba)
ba[-BIG:BIG] = b"new"
print(ba)
