print(1)
```
