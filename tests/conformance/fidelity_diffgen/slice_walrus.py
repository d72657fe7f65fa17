# An assignment expression in parentheses may start a slice.
data = [10, 20, 30, 40, 50]
print(data[(i := 1):])
print(data[(i := 1)::2], i)
print(data[(lo := 1):(hi := 4)], lo, hi)
print(data[(n := 0)], n)
print(data[k := 2], k)
print(data[::(s := 2)], s)
match data[(j := 2)::1]:
    case [first, *rest]:
        print(first, rest, j)
text = "abcdefgh"
print(text[(a := len(text) // 2):], a)
