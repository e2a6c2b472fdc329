/// The namespace of the SDK's UI layer: paywalls, their configuration and their actions.
public enum AdaptyUI {}
