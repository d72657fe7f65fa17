tasks = ["write", "test", "deploy", "test", "review"]
while "test" in tasks:
    tasks.remove("test")
print(tasks)
numbers = list(range(1, 11))
kept = [n for n in numbers if n % 3 != 0]
print(kept)
removed = []
while len(numbers) > 6:
    removed.append(numbers.pop())
print(numbers, removed)
last = numbers.pop(-2)
print(last, numbers)
numbers.insert(2, last)
print(numbers)
