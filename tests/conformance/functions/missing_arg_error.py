def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"

print(greet("Ana"))
print(greet("Bo", "Hi"))
print(greet("Cy", punct="?"))
print(greet(greeting="Hey"))
