# Scheduling and combinatorics with exact integer functions.
import math

print(math.gcd(48, 180), math.gcd(0, 0), math.gcd(12, 18, 27), math.gcd(), math.lcm(4, 6), math.lcm(3, 5, 7), math.lcm())
shifts = [6, 8, 12]
print("all shifts align every", math.lcm(*shifts), "hours")
print(math.factorial(10), math.factorial(0), len(str(math.factorial(100))))
print(math.comb(52, 5), math.comb(10, 0), math.comb(5, 7), math.perm(5, 2), math.perm(5), math.perm(3, 5))
print(math.isqrt(99), math.isqrt(10**20), math.isqrt(0), math.isqrt(2**127 - 1))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod(range(1, 6), start=2), math.prod([1.5, 2]))
teams = 12
print("round robin games:", math.comb(teams, 2), "orderings of top 3:", math.perm(teams, 3))
