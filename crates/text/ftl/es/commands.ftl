### Slash commands: each command's and option's localized name and description
### (command-<path>, .description), filled in before registration.

