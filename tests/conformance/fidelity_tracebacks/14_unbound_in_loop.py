# Find the first even number; the list has none.
def first_even(nums):
    for n in nums:
        if n % 2 == 0:
            found = n
            break
    return found

print(first_even([1, 2, 3]))
print(first_even([1, 3, 5]))
