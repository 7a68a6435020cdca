// How every subcommand turns exceptions into exit code 2 with a message.
#pragma once

#include <exception>
#include <iostream>
#include <stdexcept>

#include "commands.hpp"
#include "fragid/choice/usage_error.hpp"
#include "fragid/entity/entity_stream.hpp"

namespace fragid::cli {

// Thrown for usage and I/O errors: the message is for the user as it stands.
// The choice library throws it too (an unknown --type), and wasm/ for what the
// JavaScript API refuses, so it lives there.
using choice::UsageError;

// Runs a subcommand; a UsageError is reported as such, anything else as an
// internal error (a bug in fragid). Both exit with exit_usage.
template <class Command>
int guarded(Command&& command) {
    try {
        return command();
    } catch (const UsageError& e) {
        std::cerr << "fragid: " << e.what() << '\n';
        return exit_usage;
    } catch (const StreamError& e) {  // a stream's read error or cap, met while resolving
        std::cerr << "fragid: " << e.what() << '\n';
        return exit_usage;
    } catch (const std::exception& e) {
        std::cerr << "fragid: internal error: " << e.what() << '\n';
        return exit_usage;
    }
}

}  // namespace fragid::cli
