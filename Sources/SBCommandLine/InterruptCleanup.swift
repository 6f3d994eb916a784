import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBRender
import SBOutput

/// Removes a run's temporary files when it is interrupted by SIGINT (Ctrl-C), SIGTERM or SIGHUP,
/// then ends the process by the same signal (so a shell sees "interrupted", status 128 + n).
///
/// The signals arrive through Dispatch signal sources, whose handlers run on a queue as ordinary
/// code (not in a signal handler), and each handler captures the run's ``TemporaryFiles``: no
/// process-wide state. A signal the process inherited as ignored (`nohup`, a background job of a
/// non-interactive shell) stays ignored. SIGKILL cannot be caught: the next run into the same
/// folder removes what it left (``TemporaryFiles/removeAbandoned(in:for:)``).
///
/// Make it first thing in a command's `run()`, before any thread is started, and keep it alive for
/// as long as files are being written. It blocks the three signals in the calling thread, so every
/// thread started afterwards has them blocked too and the kernel keeps them pending for the
/// process, where the Dispatch source (a signalfd on Linux) reads them; otherwise a signal could
/// land on a thread of the process's own and be lost.
struct InterruptCleanup {
    let temporaries: TemporaryFiles
    private let sources: [any DispatchSourceSignal]

    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    init(temporaries: TemporaryFiles = TemporaryFiles()) {
        self.temporaries = temporaries
        var sources: [any DispatchSourceSignal] = []
        for number in InterruptCleanup.signals {
            // The default action would end the process before the source's handler runs; a signal
            // that was ignored when sbrender started stays ignored.
            let previous = signal(number, SIG_IGN)
            guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { continue }
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            pthread_sigmask(SIG_BLOCK, &set, nil)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                temporaries.interrupt {
                    InterruptCleanup.terminate(by: number)
                }
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// Ends the process by `number` with its default action (termination), or with status
    /// 128 + `number` should the signal not end it.
    private static func terminate(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }
}
