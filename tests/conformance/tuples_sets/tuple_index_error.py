# Reading past the end of a tuple in a loop raises IndexError.
pair = ("left", "right")
for i in range(3):
    print(pair[i])
