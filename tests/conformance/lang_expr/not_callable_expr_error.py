total = sum([1, 2, 3])
print("total", total)
numbers = [4, 5, 6]
sum = 0
for n in numbers:
    sum += n
print("manual sum", sum)
print(sum(numbers))
