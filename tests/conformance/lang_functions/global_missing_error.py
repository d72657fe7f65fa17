total_sales = 0

def record_sale(amount):
    global total_sales
    total_sales += amount

def record_refund(amount):
    total_sales -= amount


record_sale(120)
record_sale(30)
print("after sales:", total_sales)
record_refund(20)
print("after refund:", total_sales)
