class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        raise NotImplementedError(f"{type(self).__name__} must implement speak")
    def __str__(self):
        return f"{self.name} says {self.speak()}"
class Dog(Animal):
    def speak(self):
        return "Woof"
class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def speak(self):
        return super().speak().lower() + "!"
for a in [Dog("Rex"), Puppy("Bit", 1)]:
    print(a)
print([c.__name__ for c in (Puppy, Dog, Animal)])
print(issubclass(Puppy, Animal), isinstance(Puppy("a", 1), Dog))
try:
    print(Animal("x"))
except NotImplementedError as e:
    print("NotImplementedError:", e)
class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B" + super().who()
class C(A):
    def who(self): return "C" + super().who()
class D(B, C):
    def who(self): return "D" + super().who()
print(D().who())
