def price_of(catalog, item):
    try:
        return catalog[item] / catalog["units"]
    except ArithmeticError:
        print("  bad unit count for", item)
        return 0.0


catalog = {"tea": 12.0, "units": 4}
print(price_of(catalog, "tea"))
catalog["units"] = 0
print(price_of(catalog, "tea"))
print(price_of(catalog, "coffee"))
