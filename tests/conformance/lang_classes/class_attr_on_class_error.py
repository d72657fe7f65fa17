class Car:
    wheels = 4

    def __init__(self, model, speed):
        self.model = model
        self.speed = speed


fleet = [Car("mini", 120), Car("van", 90)]
print([c.model for c in fleet])
print(Car.wheels, fleet[0].wheels)
print(max(c.speed for c in fleet))
print(Car.speed)
