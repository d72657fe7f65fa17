from dataclasses import dataclass
from typing import Optional

@dataclass
class Address:
    city: str
    zip_code: Optional[str] = None

@dataclass
class Customer:
    name: str
    address: Optional[Address] = None

    def shipping_label(self) -> str:
        return f"{self.name.title()}\n{self.address.city.upper()} {self.address.zip_code or ''}".rstrip()

customers = [Customer("ann lee", Address("paris", "75001")), Customer("bo", Address("oslo")), Customer("cy")]
for c in customers:
    print(c.shipping_label())
    print("---")
