total = 0
for amount in [10, 25.5, 4]:
    total += amount
print(total)
count = 10
count -= 3
count *= 4
count //= 5
count **= 2
count %= 7
print(count)
text = "ab"
text *= 3
text += "!"
print(text)
flags = 0b0101
flags |= 0b1000
flags &= 0b1100
flags ^= 0b0001
flags <<= 2
flags >>= 1
print(flags, bin(flags))
items = [1]
items += (2, 3)
print(items)
ratio = 7
ratio /= 2
print(ratio)
