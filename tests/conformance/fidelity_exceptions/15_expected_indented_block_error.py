def area(radius):
return 3.14159 * radius ** 2

print(area(2))
