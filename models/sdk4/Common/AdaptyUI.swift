/// The namespace of the SDK's UI layer: flows, their configuration and their actions.
public enum AdaptyUI {}
