items = [1, 2, 3]
for fn in (lambda: items[3], lambda: items[-4], lambda: "abc"[5], lambda: (1, 2)[9],
           lambda: [].pop(), lambda: items.pop(7), lambda: range(3)[3],
           lambda: b"ab"[2], lambda: bytearray(b"")[0]):
    try:
        fn()
    except IndexError as e:
        print("IndexError:", e)
try:
    items[1.0]
except TypeError as e:
    print("TypeError:", e)
try:
    items["1"]
except TypeError as e:
    print("TypeError:", e)
try:
    items[3] = 4
except IndexError as e:
    print("IndexError:", e)
try:
    del items[5]
except IndexError as e:
    print("IndexError:", e)
print(items[5:10], items[-10:1])
matrix = [[1, 2], [3, 4]]
print(matrix[2][0])
