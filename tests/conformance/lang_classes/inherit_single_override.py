class Animal:
    sound = "..."

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says {self.sound}"

    def kind(self):
        return type(self).__name__.lower()


class Dog(Animal):
    sound = "woof"


class Cat(Animal):
    sound = "meow"

    def speak(self):
        return Animal.speak(self) + " (ignoring you)"


pets = [Dog("Rex"), Cat("Tom"), Animal("Blob")]
for p in pets:
    print(p.kind(), "|", p.speak())
print(isinstance(pets[0], Animal), isinstance(pets[2], Dog))
print(issubclass(Cat, Animal), issubclass(Animal, Cat))
