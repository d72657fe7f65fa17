def lookup_price(catalog, sku):
    for item in catalog:
        if item["sku"] == sku:
            price = item["price"]
            break
    else:
        raise LookupError(f"sku {sku} not in catalog")
    return price


catalog = [{"sku": "A1", "price": 9.5}, {"sku": "B2", "price": 3.0}]
print(lookup_price(catalog, "B2"))
print(lookup_price(catalog, "A1"))
print(lookup_price(catalog, "C3"))
