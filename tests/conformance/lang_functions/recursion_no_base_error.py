def count_down(n):
    if n == 0:
        return "liftoff"
    return count_down(n - 1)


print(count_down(10))
print(count_down(500))

def sum_digits(n):
    # forgot the base case: keeps recursing on 0
    return n % 10 + sum_digits(n // 10)

print(sum_digits(1234))
