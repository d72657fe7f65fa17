d = {k v for k, v in items}
