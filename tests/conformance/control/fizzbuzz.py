out = []
for i in range(1, 31):
    if i % 15 == 0:
        out.append("FizzBuzz")
    elif i % 3 == 0:
        out.append("Fizz")
    elif i % 5 == 0:
        out.append("Buzz")
    else:
        out.append(str(i))
print(", ".join(out))
print(out.count("Fizz"), out.count("Buzz"), out.count("FizzBuzz"))
