import MediaKitUI
print("demo")
