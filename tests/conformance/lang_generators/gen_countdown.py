def countdown(n):
    print("  starting countdown")
    while n > 0:
        yield n
        n -= 1
    print("  countdown finished")


gen = countdown(3)
print("created generator, nothing ran yet")
print(next(gen))
print(next(gen))
for value in gen:
    print("loop got", value)
print(list(countdown(4)))
print(sum(countdown(100)))
