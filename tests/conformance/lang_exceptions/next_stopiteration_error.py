def first_even(numbers):
    it = iter(numbers)
    while True:
        n = next(it)
        if n % 2 == 0:
            return n


print(first_even([1, 3, 4, 5]))
print(first_even(range(7, 20)))
try:
    first_even([1, 3])
except StopIteration:
    print("no even number (caught StopIteration)")
print(first_even([5, 7, 9]))
