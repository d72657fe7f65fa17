import random

random.seed(31337)
users = ['user%03d' % i for i in range(1, 41)]
group_a = random.sample(users, 10)
remaining = [u for u in users if u not in group_a]
group_b = random.sample(remaining, 10)
print('A:', group_a)
print('B:', group_b)
print('overlap:', set(group_a) & set(group_b))

conv_a = sum(random.random() < 0.12 for _ in group_a * 50)
conv_b = sum(random.random() < 0.18 for _ in group_b * 50)
print('conversions A', conv_a, 'B', conv_b)

print(random.sample(range(1000000), 6))
print(random.sample('abcdefg', 3))
print(random.sample(['x', 'y', 'z'], counts=[3, 1, 2], k=5))
print(random.sample(range(10), k=10))
print(random.sample([], 0))
print(random.sample((1, 2, 3), 0))
