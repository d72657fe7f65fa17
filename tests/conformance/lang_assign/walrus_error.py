def read_chunks(data, size):
    pos = 0
    while chunk := data[pos:pos + size]:
        pos += size
        yield chunk


print(list(read_chunks("abcdefgh", 3)))
print(list(read_chunks([1, 2, 3, 4], 2)))
if (count := len("abc")) > 2:
    print("count", count)
total = 0
while (value := int(input_values.pop())) > 0:
    total += value
print(total)
