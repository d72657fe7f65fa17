# A call whose arguments lack a comma between two names.
label = "total"
value = 12
print(label value, "units")
