class Recipe:
    def __init__(self, **ingredients):
        self.ingredients = ingredients

    def __imul__(self, servings):
        if not isinstance(servings, int) or servings < 1:
            return NotImplemented
        self.ingredients = {k: v * servings for k, v in self.ingredients.items()}
        return self

    def __isub__(self, name):
        self.ingredients.pop(name)
        return self


pancakes = Recipe(flour=200, milk=300, eggs=2)
pancakes *= 3
pancakes -= "milk"
print(pancakes.ingredients)
pancakes *= 0.5
print(pancakes.ingredients)
